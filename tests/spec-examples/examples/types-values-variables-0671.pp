function Timestamp.new(
  Variant[Float, Integer] $value
)
