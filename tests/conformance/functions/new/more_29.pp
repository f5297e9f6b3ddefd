notice(Array({a=>1}, true))
