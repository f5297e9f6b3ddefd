function Timespan.new(
  String $string, Variant[String[2],Array[String[2]], 1] $format = <default format>)
)
