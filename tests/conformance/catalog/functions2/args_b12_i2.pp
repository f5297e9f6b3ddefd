include({a=>1})
