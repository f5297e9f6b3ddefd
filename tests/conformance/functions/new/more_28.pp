notice(Array.new({a=>1}))
