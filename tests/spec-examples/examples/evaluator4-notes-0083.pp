This is debated. The problem is that it makes it impossible to specify that an
attribute should have no value unless that is its default. An empty string can be set for String
attributes, but for numeric values there is no equivalent empty number.
