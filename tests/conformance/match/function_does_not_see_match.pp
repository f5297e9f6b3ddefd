function f() { "[${1}]" }
$x = 'xyz' =~ /(y)/
notice(f())
