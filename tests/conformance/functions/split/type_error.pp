split(['a'], ',')
