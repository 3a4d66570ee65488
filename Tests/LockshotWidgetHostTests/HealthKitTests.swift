import LockshotHealthKit
import Testing

/// lockshot's HealthKit: no data, real unit arithmetic.
@Suite struct HealthKitTests {
    @Test("quantities convert between units of one kind, as HealthKit's do")
    func conversions() {
        let run = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
        #expect(abs(run.doubleValue(for: .mile()) - 3.10686) < 0.0001)
        #expect(run.doubleValue(for: .meter()) == 5000)
        let energy = HKQuantity(unit: .kilocalorie(), doubleValue: 1)
        #expect(energy.doubleValue(for: .joule()) == 4184)
        let heart = HKQuantity(unit: HKUnit.count().unitDivided(by: .minute()), doubleValue: 72)
        #expect(abs(heart.doubleValue(for: HKUnit(from: "count/min")) - 72) < 1e-9)
        #expect(!run.is(compatibleWith: .gram()))
        #expect(HKQuantity(unit: .gram(), doubleValue: 1000).compare(HKQuantity(unit: .pound(), doubleValue: 2)) == .orderedDescending, "1 kg is more than 2 lb (907 g)")
    }

    @Test("no health data: unavailable, a query answers with an error and no samples")
    func noData() async {
        #expect(!HKHealthStore.isHealthDataAvailable())
        let store = HKHealthStore()
        let type = HKQuantityType(.stepCount)
        let answered: (Int?, Bool) = await withCheckedContinuation { continuation in
            let query = HKSampleQuery(sampleType: type, predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: nil) { _, samples, error in
                continuation.resume(returning: (samples?.count, error != nil))
            }
            store.execute(query)
        }
        #expect(answered.0 == nil && answered.1)
    }
}
