%[Flags][Width]Conversion
