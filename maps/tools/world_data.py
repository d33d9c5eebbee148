"""Hand-made data of the shipped Warcraft worlds, read by generate_worlds.py.

A world is one island per player (docs/azeroth rules §1: 2 players L + S, 3: L + M + S,
4: L + 2 M + S, 5: 2 L + M + 2 S). As in the box, islands are *faces* shared by the
worlds: nine faces here (three of each size), each drawn once and placed, moved
and scaled, where a world puts it.

Every region of a face: English and Russian names, a terrain, its marks and one
hand-placed seed point relative to the island's centre (about 140 px apart at
scale 1). Regions are numbered <face id>-01, -02, ... in the order written here.

Terrain keys: farm, forest, hill, swamp, mount, sea, lake (as map_data.py;
"farm" is the rulebook's fields). Marks joined by "+": entry (the anchor symbol),
letter (the island's marker), murloc (the Murloc symbol: lost_tribe in the file),
magic, dungeon.
"""


def R(name, ru, terrain, marks, seed):
    return {"name": name, "ru": ru, "terrain": terrain, "marks": marks, "seed": seed}


# --------------------------------------------------------------------------- large faces (11)

L1 = {"id": "l1", "size": "L", "regions": [
    R("Saltmarsh Landing", "Пристань Солончака", "swamp", "entry+murloc", (-225, -55)),
    R("Gullcliff", "Чаячий Утёс", "hill", "magic", (-105, -150)),
    R("Ironcrown", "Железный Венец", "mount", "dungeon", (45, -165)),
    R("Amberfield", "Янтарное Поле", "farm", "letter", (185, -110)),
    R("Mistmere", "Туманное Озеро", "lake", "", (-45, -25)),
    R("Oakenshade", "Дубовая Тень", "forest", "murloc", (105, 5)),
    R("Harrow Vale", "Боронная Долина", "farm", "entry", (255, 45)),
    R("Wolfden Hills", "Волчьи Холмы", "hill", "dungeon", (-200, 95)),
    R("Greyfang Peak", "Пик Серого Клыка", "mount", "", (-60, 135)),
    R("Moonwood", "Лунный Лес", "forest", "magic+murloc", (90, 150)),
    R("Tidewater Bay", "Приливная Бухта", "sea", "", (215, 170)),
]}

L2 = {"id": "l2", "size": "L", "regions": [
    R("Windward Strand", "Наветренный Берег", "farm", "entry", (-300, -30)),
    R("Brackenmoor", "Папоротниковая Топь", "swamp", "murloc", (-185, -120)),
    R("Thunder Ridge", "Громовой Кряж", "mount", "", (-175, 70)),
    R("Sunfall Glade", "Поляна Заката", "forest", "magic", (-60, -55)),
    R("Old Quarry", "Старая Каменоломня", "hill", "dungeon+murloc", (-45, 95)),
    R("Hollowspire", "Полый Шпиль", "mount", "dungeon", (70, -125)),
    R("Reedwater", "Камышовая Заводь", "lake", "", (80, 30)),
    R("Barley Reach", "Ячменный Простор", "farm", "letter", (180, 115)),
    R("Ravenwood", "Вороний Лес", "forest", "murloc", (205, -60)),
    R("Stormwatch Point", "Мыс Штормовой Дозор", "hill", "entry+magic", (315, 25)),
    R("Coral Sound", "Коралловый Пролив", "sea", "", (-60, 180)),
]}

L3 = {"id": "l3", "size": "L", "regions": [
    R("Frostmantle", "Морозная Мантия", "mount", "", (-150, -145)),
    R("Pinehallow", "Сосновая Лощина", "forest", "murloc", (0, -175)),
    R("Glacier Bay", "Ледниковая Бухта", "sea", "", (150, -150)),
    R("Cairn Hills", "Холмы Курганов", "hill", "dungeon", (-235, 5)),
    R("Stag Meadow", "Олений Луг", "farm", "letter", (-90, -25)),
    R("Whitewater Tarn", "Белое Озерцо", "lake", "", (60, -45)),
    R("Fenreach", "Болотный Край", "swamp", "entry+murloc", (225, -15)),
    R("Hearthfield", "Очажное Поле", "farm", "entry", (-180, 145)),
    R("Runestone Heights", "Рунные Высоты", "hill", "magic", (-30, 115)),
    R("Blackpeak", "Чёрный Пик", "mount", "dungeon", (120, 110)),
    R("Silverwood", "Серебряный Лес", "forest", "magic+murloc", (255, 145)),
]}

# --------------------------------------------------------------------------- medium faces (9)

M1 = {"id": "m1", "size": "M", "regions": [
    R("Driftwood Cove", "Бухта Плавника", "farm", "entry", (-200, -35)),
    R("Thistledown", "Чертополоховый Склон", "hill", "murloc", (-95, -130)),
    R("Crag of Echoes", "Скала Эха", "mount", "dungeon", (55, -135)),
    R("Willowmere", "Ивовая Топь", "swamp", "magic", (-80, 20)),
    R("Lanternwood", "Фонарный Лес", "forest", "letter", (70, -10)),
    R("Sable Bay", "Соболья Бухта", "sea", "", (185, -85)),
    R("Goldwheat", "Золотая Нива", "farm", "murloc", (-150, 130)),
    R("Gloomhollow", "Сумрачная Лощина", "forest", "dungeon+murloc", (20, 130)),
    R("Kestrel Head", "Мыс Пустельги", "hill", "entry+magic", (185, 75)),
]}

M2 = {"id": "m2", "size": "M", "regions": [
    R("Seawind Dunes", "Дюны Морского Ветра", "farm", "entry", (-55, -165)),
    R("Misty Tor", "Туманный Тор", "mount", "", (95, -130)),
    R("Bramblewood", "Ежевичный Лес", "forest", "murloc", (-175, -55)),
    R("Lily Pond", "Лилейный Пруд", "lake", "", (-20, -35)),
    R("Crowfield", "Воронье Поле", "farm", "magic", (130, 5)),
    R("Sunken Crypt", "Затонувший Склеп", "swamp", "dungeon+murloc", (-145, 95)),
    R("Ember Crag", "Тлеющая Скала", "mount", "dungeon", (10, 95)),
    R("Heathermoor", "Вересковая Пустошь", "hill", "letter+murloc", (150, 135)),
    R("Lighthouse Rock", "Маячная Скала", "hill", "entry+magic", (255, 35)),
]}

M3 = {"id": "m3", "size": "M", "regions": [
    R("Foxglove Glen", "Лисья Долина", "forest", "entry+murloc", (-220, 0)),
    R("Stonewake", "Каменная Стража", "mount", "dungeon", (-105, -110)),
    R("Marrow Marsh", "Костяная Трясина", "swamp", "murloc", (-90, 60)),
    R("Starfall Knoll", "Холм Звездопада", "hill", "magic", (40, -40)),
    R("Pearl Inlet", "Жемчужный Залив", "sea", "", (110, -160)),
    R("Millstone", "Жерновое Поле", "farm", "letter", (45, 95)),
    R("Dragonback", "Драконий Хребет", "mount", "", (180, -15)),
    R("Honeydew Fields", "Медовые Поля", "farm", "entry", (185, 120)),
    R("Hollow Oaks", "Полые Дубы", "forest", "dungeon+murloc", (-50, 175)),
]}

# --------------------------------------------------------------------------- small faces (7)

S1 = {"id": "s1", "size": "S", "regions": [
    R("Gull Rock", "Чаячья Скала", "hill", "entry", (-130, -45)),
    R("Fernvale", "Папоротниковый Дол", "forest", "magic+murloc", (0, -115)),
    R("Saltpan", "Соляная Отмель", "swamp", "murloc", (125, -40)),
    R("Lonely Peak", "Одинокий Пик", "mount", "dungeon", (0, 10)),
    R("Clover Hollow", "Клеверная Ложбина", "farm", "letter", (-105, 95)),
    R("Otter Lagoon", "Выдрина Лагуна", "sea", "", (40, 140)),
    R("Mossy Downs", "Мшистые Холмы", "hill", "entry", (150, 85)),
]}

S2 = {"id": "s2", "size": "S", "regions": [
    R("Sandpiper Beach", "Пляж Куликов", "farm", "entry+murloc", (-145, 20)),
    R("Thornwood", "Терновый Лес", "forest", "", (-60, -105)),
    R("Giant's Tooth", "Зуб Великана", "mount", "", (75, -95)),
    R("Sorrow Mire", "Топь Печали", "swamp", "dungeon+murloc", (-25, 35)),
    R("Windmill Green", "Мельничный Луг", "farm", "letter", (115, 30)),
    R("Shimmer Glade", "Мерцающая Поляна", "forest", "magic", (-75, 145)),
    R("Cape Gale", "Мыс Бурь", "hill", "entry", (85, 145)),
]}

S3 = {"id": "s3", "size": "S", "regions": [
    R("Seal Point", "Тюлений Мыс", "hill", "entry", (0, -145)),
    R("Juniper Holt", "Можжевеловая Роща", "forest", "murloc", (-125, -60)),
    R("Anvil Peak", "Пик Наковальни", "mount", "dungeon", (115, -60)),
    R("Quiet Pool", "Тихий Омут", "lake", "", (0, 5)),
    R("Rye Hollow", "Ржаная Ложбина", "farm", "letter+magic", (-115, 85)),
    R("Peat Bog", "Торфяное Болото", "swamp", "murloc", (115, 75)),
    R("Lantern Quay", "Фонарная Пристань", "farm", "entry", (0, 155)),
]}

FACES = {face["id"]: face for face in (L1, L2, L3, M1, M2, M3, S1, S2, S3)}

# --------------------------------------------------------------------------- worlds
# Each island: (face id, centre x, centre y, scale) on the 1600 x 1000 board.

WORLDS = [
    {"id": "twin-tides", "name": "Twin Tides", "ru": "Двойной Прилив", "players": 2,
     "islands": [("l1", 490, 490, 1.2), ("s1", 1280, 520, 1.2)]},
    {"id": "three-harbours", "name": "Three Harbours", "ru": "Три Гавани", "players": 3,
     "islands": [("l2", 455, 285, 0.93), ("m1", 1220, 340, 0.93), ("s2", 800, 712, 0.93)]},
    {"id": "stormsea-isles", "name": "Stormsea Isles", "ru": "Острова Бурного Моря", "players": 4,
     "islands": [("l3", 390, 280, 0.85), ("m2", 1190, 265, 0.85), ("m3", 770, 715, 0.85),
                 ("s3", 1320, 740, 0.85)]},
    {"id": "shattered-sea", "name": "The Shattered Sea", "ru": "Расколотое Море", "players": 5,
     "islands": [("l2", 395, 255, 0.86), ("l3", 1195, 275, 0.86), ("m1", 790, 735, 0.86),
                 ("s1", 270, 745, 0.86), ("s3", 1355, 740, 0.86)]},
]
