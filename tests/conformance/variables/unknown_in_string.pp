notice("value: ${nope}")
