realize('notify[a]')
@notify{'a':}
