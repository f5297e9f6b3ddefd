class x { tag 'a', ['b', 'c'] notify { 'n': } notice(tagged('a', 'c')) notice(tagged('z')) }
include x
notice(Notify['n']['tag'])
