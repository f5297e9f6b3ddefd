class a { notify { message => "x" } }
include a
