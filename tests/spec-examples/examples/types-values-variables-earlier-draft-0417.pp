type_of([Pattern[a], Pattern[b]]) # => Array[Type[Pattern[a,b]]]
