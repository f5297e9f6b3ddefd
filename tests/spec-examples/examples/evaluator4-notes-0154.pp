String.convert(32, 16) # => "0x20"
Boolean.convert("true") # => true
