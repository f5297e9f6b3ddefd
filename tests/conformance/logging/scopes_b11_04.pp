err([1, {a=>undef}])
warning(undef)
