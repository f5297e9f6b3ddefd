Data ∪ Data                 → Data
Data ∪ Numeric              → Data
Data ∪ String               → Data
Data ∪ Array[Data]          → Data
Data ∪ Hash[String, Data]   → Data
Data ∪ Undef                → Data
Data ∪ (T ∉ Data)           → Any
