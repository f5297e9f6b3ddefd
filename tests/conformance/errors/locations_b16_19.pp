notify { "t ${1 + 'z'}": }
