<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman(s) on the mainland. Each one ferries &lt;i&gt;one&lt;/i&gt; Viking from the mainland onto an empty tile of its own row: click a green tile. A boat tile lets one Boatsman ferry as in the base game. The Boatsman used leaves the game.</source>
        <translation>
            <numerusform>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman on the mainland. It ferries &lt;i&gt;one&lt;/i&gt; Viking from the mainland onto an empty tile of its own row: click a green tile. A boat tile lets one Boatsman ferry as in the base game. The Boatsman used leaves the game.</numerusform>
            <numerusform>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsmen on the mainland. Each one ferries &lt;i&gt;one&lt;/i&gt; Viking from the mainland onto an empty tile of its own row: click a green tile. A boat tile lets one Boatsman ferry as in the base game. The Boatsman used leaves the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman(s) on the mainland. Each one ferries Vikings from the mainland onto empty tiles of their own rows: &lt;i&gt;all of one colour&lt;/i&gt; or &lt;i&gt;one of each colour&lt;/i&gt;. The Boatsman used leaves the game.</source>
        <translation>
            <numerusform>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsman on the mainland. Each one ferries Vikings from the mainland onto empty tiles of their own rows: &lt;i&gt;all of one colour&lt;/i&gt; or &lt;i&gt;one of each colour&lt;/i&gt;. The Boatsman used leaves the game.</numerusform>
            <numerusform>&lt;b&gt;Large scoring — Boatsmen.&lt;/b&gt; You have %n Boatsmen on the mainland. Each one ferries Vikings from the mainland onto empty tiles of their own rows: &lt;i&gt;all of one colour&lt;/i&gt; or &lt;i&gt;one of each colour&lt;/i&gt;. The Boatsman used leaves the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Boatsmen:&lt;/b&gt; %n on your mainland — choose how to use one</source>
        <translation>
            <numerusform>&lt;b&gt;Boatsmen:&lt;/b&gt; %n on your mainland — choose how to use it</numerusform>
            <numerusform>&lt;b&gt;Boatsmen:&lt;/b&gt; %n on your mainland — choose how to use one</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message numerus="yes">
        <source>Left after round %n</source>
        <translation>
            <numerusform>Left after round %n</numerusform>
            <numerusform>Left after round %n</numerusform>
        </translation>
    </message>
</context>
</TS>
