class a { notify {x:} true and false }
include a
