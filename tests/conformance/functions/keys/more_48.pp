notice(keys({a=>1}) + values({a=>1}))
