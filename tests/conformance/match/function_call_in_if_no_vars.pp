function f() { if "q" =~ /(q)/ { g() } }
function g() { "[${1}]" }
notice(f())
