function Timespan.new(
  Variant[Float, Integer] $value
)
