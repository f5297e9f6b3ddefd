warning([1, {a => b}])
