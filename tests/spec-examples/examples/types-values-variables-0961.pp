$str = String(10)      # produces '10'
$str = String([10])    # produces '["10"]'
