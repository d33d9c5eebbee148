"""Hand-made data of the shipped maps, read by generate_maps.py.

Every region: name, terrain, features, lost tribe, and one or more seed
points in the 1600 x 1000 board space. A region grows around its seeds; a
region with several seeds (the seas) is the union of their cells. Regions are
numbered r01, r02, ... in the order written here.

Terrain keys: farm, forest, hill, swamp, mount, sea, lake.
Features: "" or names joined by "+" (mine, magic, cavern).
"""


def R(name, terrain, features="", lost_tribe=False, *seeds):
    return {"name": name, "terrain": terrain, "features": features,
            "lost_tribe": bool(lost_tribe), "seeds": list(seeds)}


LT = True
__ = False

# ---------------------------------------------------------------------------
# Thornmere: 2 players, 23 regions. A vale around a thorn-hedged lake, the
# Gannet Sea along the east.
# ---------------------------------------------------------------------------
THORNMERE = {
    "id": "thornmere",
    "name": "Thornmere",
    "players": 2,
    "regions": [
        R("Cinderpeak", "mount", "cavern", __, (110, 130)),
        R("Hartwood", "forest", "magic", LT, (330, 110), (420, 250)),
        R("Wheatmoor", "farm", "", __, (620, 90)),
        R("Barrowdown", "hill", "mine", LT, (850, 170)),
        R("Reedwallow", "swamp", "magic", __, (1080, 80), (1180, 160)),
        R("Gullsward", "farm", "", __, (1360, 120)),
        R("Stonebrook", "hill", "", LT, (110, 400)),
        R("Mirewatch", "swamp", "cavern", __, (300, 480)),
        R("Thornmere", "lake", "", __, (560, 420), (650, 470)),
        R("Grimspire", "mount", "mine", __, (820, 400)),
        R("Oxbow Fields", "farm", "", LT, (1050, 330)),
        R("Saltpine", "forest", "", __, (1280, 330)),
        R("Elderholt", "forest", "mine", LT, (130, 680)),
        R("Millbrook", "farm", "", __, (400, 700)),
        R("Gloamwood", "forest", "magic", __, (650, 640)),
        R("Bogmarch", "swamp", "", LT, (900, 620)),
        R("Windrise", "hill", "cavern", __, (1180, 560), (1250, 680)),
        R("Fenhollow", "swamp", "magic", __, (160, 920)),
        R("Ironhorn", "mount", "cavern", LT, (420, 910)),
        R("Shepherd's Rise", "hill", "mine", __, (680, 870)),
        R("Goldenreach", "farm", "", __, (960, 860)),
        R("Stormhead", "mount", "mine", __, (1220, 880)),
        R("Gannet Sea", "sea", "", __, (1560, 90), (1540, 330), (1370, 470), (1560, 640),
          (1480, 960)),
    ],
}

# ---------------------------------------------------------------------------
# Saltwind Coast: 3 players, 30 regions. Wind-bitten shores: the Saltwind
# Bight in the north-west, Skerry Sound in the south-east, Glimmerpool inland.
# ---------------------------------------------------------------------------
SALTWIND_COAST = {
    "id": "saltwind-coast",
    "name": "Saltwind Coast",
    "players": 3,
    "regions": [
        R("Brinefen", "swamp", "magic", __, (812, 83)),
        R("Kestrel Crag", "mount", "mine", __, (1090, 94)),
        R("Brightfield", "farm", "", __, (1320, 120)),
        R("Saltreed Marsh", "swamp", "", LT, (1530, 170)),
        R("Gale Tor", "hill", "mine", __, (203, 324)),
        R("Sedgemoor", "swamp", "", LT, (513, 285)),
        R("Howling Scar", "mount", "cavern", __, (731, 327)),
        R("Harrowfield", "farm", "magic", LT, (940, 298)),
        R("Lanternwood", "forest", "", __, (1190, 303)),
        R("Beaconhead", "hill", "cavern", LT, (1419, 279)),
        R("Thunderfell", "mount", "cavern", __, (128, 501)),
        R("Larkacre", "farm", "cavern", LT, (348, 479)),
        R("Rookwood", "forest", "magic", __, (575, 493)),
        R("Cairnhill", "hill", "mine", __, (846, 490)),
        R("Glimmerpool", "lake", "", __, (1060, 490), (1120, 520)),
        R("Skerrypike", "mount", "mine", __, (1334, 527)),
        R("Saltleas", "farm", "", LT, (1522, 537)),
        R("Driftholt", "forest", "", LT, (233, 695)),
        R("Weatherbrow", "hill", "", __, (464, 684)),
        R("Wispmire", "swamp", "magic", __, (718, 719)),
        R("Anvilstone", "mount", "", LT, (922, 692)),
        R("Ploughstead", "farm", "", __, (1175, 698)),
        R("Pinewatch", "forest", "magic", __, (1470, 693)),
        R("Eelbog", "swamp", "mine", __, (120, 920)),
        R("Greyhorn", "mount", "mine", __, (368, 891)),
        R("Honeydale", "farm", "", LT, (607, 877)),
        R("Mossgrove", "forest", "", __, (872, 937)),
        R("Lowbarrow", "hill", "cavern", __, (1072, 937)),
        R("Saltwind Bight", "sea", "", __, (100, 90), (370, 70), (620, 110)),
        R("Skerry Sound", "sea", "", __, (1330, 940), (1560, 920)),
    ],
}

# ---------------------------------------------------------------------------
# Emberfell Reach: 4 players, 39 regions. Smoking hills between the Ashen
# Deep (west) and the Cinder Gulf (south), around the warm Emberpool.
# ---------------------------------------------------------------------------
EMBERFELL_REACH = {
    "id": "emberfell-reach",
    "name": "Emberfell Reach",
    "players": 4,
    "relax": 2,
    "regions": [
        R("Reekwater", "swamp", "", LT, (84, 47)),
        R("Charwood", "forest", "", __, (316, 116)),
        R("Flintridge", "hill", "mine", __, (535, 49)),
        R("Smokemire", "swamp", "magic", __, (819, 68)),
        R("Pyre Crag", "mount", "mine", __, (1068, 119)),
        R("Hearthstead", "farm", "", __, (1282, 61)),
        R("Tinderholt", "forest", "", LT, (1470, 100)),
        R("Redcap Tor", "hill", "mine", __, (264, 260)),
        R("Coalpit Bog", "swamp", "mine", LT, (483, 225)),
        R("Cinderpass", "mount", "cavern", __, (693, 263)),
        R("Scorchfield", "farm", "", LT, (903, 254)),
        R("Ravenash", "forest", "magic", __, (1158, 221)),
        R("Bellows Fell", "hill", "cavern", __, (1412, 287)),
        R("Glowmere Fen", "swamp", "magic", __, (1540, 270)),
        R("Forgebrook", "farm", "", LT, (315, 404)),
        R("Ironwood", "forest", "magic", __, (547, 413)),
        R("Glimmer Heights", "hill", "mine", __, (838, 409)),
        R("Wickham Marsh", "swamp", "", LT, (1008, 418)),
        R("Emberpool", "lake", "", __, (1259, 415)),
        R("Sparrowgate", "farm", "", __, (1516, 382)),
        R("Duskfire Wood", "forest", "cavern", LT, (223, 592)),
        R("Hearthdown", "hill", "", __, (478, 551)),
        R("Peatfire Mire", "swamp", "magic", __, (654, 611)),
        R("Fumarole Peak", "mount", "mine", __, (927, 605)),
        R("Ashcombe", "farm", "", LT, (1181, 605)),
        R("Oakcinder", "forest", "", __, (1392, 614)),
        R("Searing Scar", "mount", "mine", __, (305, 761)),
        R("Sulphur Flats", "farm", "", LT, (574, 748)),
        R("Blackthorn Wood", "forest", "magic", __, (801, 745)),
        R("Thistlecombe", "hill", "cavern", LT, (1026, 762)),
        R("Ashfen", "swamp", "", __, (1246, 708)),
        R("Emberfell", "mount", "cavern", __, (1496, 744)),
        R("Warmstone", "farm", "", LT, (262, 897)),
        R("Kilnwood", "forest", "cavern", __, (474, 924)),
        R("Slag Barrow", "hill", "mine", __, (654, 948)),
        R("Crucible Peak", "mount", "", LT, (1150, 925)),
        R("Goldash", "farm", "magic", __, (1386, 880)),
        R("Ashen Deep", "sea", "", __, (114, 415), (40, 580), (114, 745)),
        R("Cinder Gulf", "sea", "", __, (914, 930), (1030, 985)),
    ],
}

# ---------------------------------------------------------------------------
# The Sundered Weald: 5 players, 48 regions. An old forest realm split by
# Rivenfirth (north-east) and the Gloaming Sea (south-west), Wyrmwell at its
# heart.
# ---------------------------------------------------------------------------
SUNDERED_WEALD = {
    "id": "sundered-weald",
    "name": "The Sundered Weald",
    "players": 5,
    "relax": 2,
    "regions": [
        R("Wealdgate", "farm", "", LT, (96, 108)),
        R("Briarholm", "forest", "", LT, (337, 44)),
        R("Mossback Hill", "hill", "mine", __, (566, 93)),
        R("Fernmire", "swamp", "magic", __, (776, 72)),
        R("Antler Peak", "mount", "mine", __, (1059, 45)),
        R("Hazelford", "farm", "", LT, (1230, 90)),
        R("Badger Knoll", "hill", "mine", __, (191, 207)),
        R("Mistfen", "swamp", "", LT, (461, 226)),
        R("Wolfstone", "mount", "mine", __, (676, 242)),
        R("Nettlefield", "farm", "", LT, (918, 243)),
        R("Oldbough", "forest", "", __, (1156, 202)),
        R("Owlcrest", "hill", "cavern", __, (1342, 179)),
        R("Stagfell", "mount", "cavern", __, (143, 355)),
        R("Acornby", "farm", "", LT, (316, 339)),
        R("Greenhollow", "forest", "magic", __, (550, 322)),
        R("Thornbarrow", "hill", "mine", __, (834, 371)),
        R("Rushwater", "swamp", "magic", __, (1043, 348)),
        R("Cloudspire", "mount", "cavern", __, (1293, 356)),
        R("Barleycombe", "farm", "", __, (1500, 357)),
        R("Deepshade", "forest", "", LT, (234, 467)),
        R("Foxburrow", "hill", "cavern", __, (453, 490)),
        R("Willowsump", "swamp", "magic", __, (721, 495)),
        R("Wyrmwell", "lake", "", __, (916, 500)),
        R("Meadowsweet", "farm", "", LT, (1136, 525)),
        R("Shadowpine", "forest", "magic", __, (1336, 518)),
        R("Tumblecairn", "hill", "cavern", LT, (1545, 470)),
        R("Sallow Fen", "swamp", "magic", __, (126, 668)),
        R("Grimtooth", "mount", "mine", __, (381, 636)),
        R("Crowhurst", "farm", "", LT, (593, 637)),
        R("Rootdeep", "forest", "", __, (799, 626)),
        R("Heatherhigh", "hill", "mine", __, (1048, 617)),
        R("Toadmarsh", "swamp", "", LT, (1292, 628)),
        R("Eaglemount", "mount", "cavern", __, (1501, 653)),
        R("Cloverdale", "farm", "", LT, (255, 759)),
        R("Lichenwold", "forest", "cavern", __, (465, 808)),
        R("Bramble Rise", "hill", "cavern", __, (696, 770)),
        R("Dankmere", "swamp", "magic", __, (915, 800)),
        R("Frostcap", "mount", "mine", __, (1125, 757)),
        R("Sunfold", "farm", "", LT, (1355, 795)),
        R("Elmstead", "forest", "magic", __, (1548, 771)),
        R("Inkfen", "swamp", "", LT, (400, 900)),
        R("Hollowpeak", "mount", "cavern", __, (600, 938)),
        R("Wheatfold", "farm", "", __, (823, 957)),
        R("Yewcross", "forest", "", LT, (1009, 960)),
        R("Heathbarrow", "hill", "mine", __, (1248, 955)),
        R("Sundermire", "swamp", "", __, (1483, 962)),
        R("Rivenfirth", "sea", "", __, (1480, 70), (1565, 215), (1380, 25)),
        R("Gloaming Sea", "sea", "", __, (114, 925), (30, 800), (250, 985)),
    ],
}

MAPS = [THORNMERE, SALTWIND_COAST, EMBERFELL_REACH, SUNDERED_WEALD]
