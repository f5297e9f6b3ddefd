function Timestamp.new()
