notice(['a','b'].each_with_index)
