define dd {}
  ::dd <<| |>>
