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
    <name>AdvancedPanel</name>
    <message numerus="yes">
        <source>If you win with this bid, %n of it is paid in fame</source>
        <translation>
            <numerusform>If you win with this bid, %n of it is paid in fame</numerusform>
            <numerusform>If you win with this bid, %n of it is paid in fame</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source> (%n of it paid in fame)</source>
        <translation>
            <numerusform> (%n of it paid in fame)</numerusform>
            <numerusform> (%n of it paid in fame)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} exchanges %n fame for gold</source>
        <translation>
            <numerusform>{name} exchanges %n fame for gold</numerusform>
            <numerusform>{name} exchanges %n fame for gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This group costs {price} gold and you have {gold}: exchange at least %n fame for gold.</source>
        <translation>
            <numerusform>This group costs {price} gold and you have {gold}: exchange at least %n fame for gold.</numerusform>
            <numerusform>This group costs {price} gold and you have {gold}: exchange at least %n fame for gold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This group costs {price} gold; you have only {gold} gold and %n fame.</source>
        <translation>
            <numerusform>This group costs {price} gold; you have only {gold} gold and %n fame.</numerusform>
            <numerusform>This group costs {price} gold; you have only {gold} gold and %n fame.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A bid of {bid} is more than your {gold} gold and %n fame.</source>
        <translation>
            <numerusform>A bid of {bid} is more than your {gold} gold and %n fame.</numerusform>
            <numerusform>A bid of {bid} is more than your {gold} gold and %n fame.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n fame</numerusform>
            <numerusform>%n fame</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayPanel</name>
    <message numerus="yes">
        <source>%n fame</source>
        <translation>
            <numerusform>%n fame</numerusform>
            <numerusform>%n fame</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExchangeDialog</name>
    <message numerus="yes">
        <source>This group costs &lt;b&gt;{price} gold&lt;/b&gt; and you have &lt;b&gt;{gold} gold&lt;/b&gt;.&lt;br&gt;Buying it costs &lt;b&gt;%n fame&lt;/b&gt; at least (1 fame = 1 gold).</source>
        <translation>
            <numerusform>This group costs &lt;b&gt;{price} gold&lt;/b&gt; and you have &lt;b&gt;{gold} gold&lt;/b&gt;.&lt;br&gt;Buying it costs &lt;b&gt;%n fame&lt;/b&gt; at least (1 fame = 1 gold).</numerusform>
            <numerusform>This group costs &lt;b&gt;{price} gold&lt;/b&gt; and you have &lt;b&gt;{gold} gold&lt;/b&gt;.&lt;br&gt;Buying it costs &lt;b&gt;%n fame&lt;/b&gt; at least (1 fame = 1 gold).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have &lt;b&gt;{gold} gold&lt;/b&gt; and &lt;b&gt;%n fame&lt;/b&gt;. Exchange fame for gold, 1 for 1?</source>
        <translation>
            <numerusform>You have &lt;b&gt;{gold} gold&lt;/b&gt; and &lt;b&gt;%n fame&lt;/b&gt;. Exchange fame for gold, 1 for 1?</numerusform>
            <numerusform>You have &lt;b&gt;{gold} gold&lt;/b&gt; and &lt;b&gt;%n fame&lt;/b&gt;. Exchange fame for gold, 1 for 1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gold} gold, %n fame (after paying)</source>
        <translation>
            <numerusform>{gold} gold, %n fame (after paying)</numerusform>
            <numerusform>{gold} gold, %n fame (after paying)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gold} gold, %n fame</source>
        <translation>
            <numerusform>{gold} gold, %n fame</numerusform>
            <numerusform>{gold} gold, %n fame</numerusform>
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
