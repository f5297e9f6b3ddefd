notice(1)
function f() { /(/ }
