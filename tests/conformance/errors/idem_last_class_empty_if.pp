class a { if true {} }
include a
