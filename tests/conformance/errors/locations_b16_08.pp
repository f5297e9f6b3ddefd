notice('日本' + "${nope}")
