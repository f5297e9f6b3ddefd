%[Flags][Width][.Precision]Format
