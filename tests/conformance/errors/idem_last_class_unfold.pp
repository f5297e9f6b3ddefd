class a { *[1] }
include a
