notice(*{a=>1})
