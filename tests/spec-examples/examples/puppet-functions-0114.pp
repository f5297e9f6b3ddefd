testmodule
  |- functions
     | min.pp
