class a { notice(1) notify { message => "x" } }
include a
