notice(Array.new({a=>1}, true))
