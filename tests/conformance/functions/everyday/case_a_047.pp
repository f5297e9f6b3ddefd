notice(sort('cba'))
