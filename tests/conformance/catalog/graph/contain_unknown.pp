class a { contain nope }
include a
