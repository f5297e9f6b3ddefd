notice(get([1,{a=>2}], "1.a"))
