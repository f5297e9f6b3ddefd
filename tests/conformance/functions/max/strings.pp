notice(max('b', 'a', 'C'))
notice(max(['apple', 'Banana']))
