warning 'careful'
