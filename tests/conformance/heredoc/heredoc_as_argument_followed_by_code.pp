notice(@(END), 'after')
  inside
  | END
notice('next line')
