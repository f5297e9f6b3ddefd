notice(@(END:json))
  {"a": [1, 2.5e3, true, null], "b": "\u00e9"}
  | END
