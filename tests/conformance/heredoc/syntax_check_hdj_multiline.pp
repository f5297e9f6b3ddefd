$h = @(END:json)
{
  "a": 1,
  "b": [1, 2,
        3 4]
}
END
notice($h)
