class a { {a => 1} }
include a
