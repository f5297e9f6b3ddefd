class a { if true { 1 } }
include a
