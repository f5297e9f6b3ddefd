class a { unless true { } }
include a
