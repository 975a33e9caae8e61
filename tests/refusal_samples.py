"""Sample arguments per refusal code (engine and UI tests make one Refusal of each)."""
from vikings_desktop.engine.components import FISHERMAN, GOLDSMITH
from vikings_desktop.engine.refusals import Code, Refusal

# Sample arguments per code, enough for the English template.
SAMPLE_ARGS: dict[Code, tuple[object, ...]] = {
    Code.NO_GROUP: (4,),
    Code.TOO_LITTLE_FAME_EXCHANGED: (5, 2, 3),
    Code.CANNOT_AFFORD: (9, 2, 3),
    Code.ZERO_NOT_LAST: (FISHERMAN,),
    Code.VIKING_TO_MAINLAND: (GOLDSMITH,),
    Code.VIKING_WRONG_ROW: (GOLDSMITH, 3),
    Code.LEFT_EDGE_MAINLAND: (1,),
    Code.LEFT_EDGE_MISMATCH: (1, 0),
    Code.RIGHT_EDGE_MISMATCH: (0, 1),
    Code.BUILD_AFTER_START: (Refusal(Code.ISLAND_NOT_CONNECTED),),
    Code.BID_TOO_LOW: (3, 5),
    Code.BID_TOO_HIGH: (40, 20, 10),
    Code.NOT_DRAWN: (GOLDSMITH,),
    Code.COLOUR_NOT_LEFT: (FISHERMAN,),
    Code.SPECIAL_NOT_OFFERED: ("boat",),
    Code.BUILDING_CELL: ("building2",),
}
